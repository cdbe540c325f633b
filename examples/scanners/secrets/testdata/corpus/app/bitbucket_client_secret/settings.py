import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BITBUCKET_CLIENT_SECRET = "=FtLcKLK=4hEHU4P_XBPXWDIPEY0fJ9a5oU9OwZ8q2f4dIfGk8G=4YQp59P=c1At"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
