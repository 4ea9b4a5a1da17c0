"""complaint"""
