import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BITBUCKET_CLIENT_SECRET = "dGqAy6Mi7s_D1baALV976Apoydr9oxZqMKXQ6BQsdA5q5QiD3iJS_=ZHuUTLxTUp"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
