import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BITBUCKET_CLIENT_SECRET = "Ax_859uNuL7Z3oaJ2=FtLcKLK=4hEHU4P_XBPXWDIPEY0fJ9a5oU9OwZ8q2f4dIf"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
