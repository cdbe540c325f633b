import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BITBUCKET_CLIENT_SECRET = "bXCGXS=4tUdL5-Y-uIuzIoq_zjzuxeKG-Q4rPAx_859uNuL7Z3oaJ2=FtLcKLK=4"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
