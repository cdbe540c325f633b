import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FACEBOOK_APP_SECRET = "f5c47a144ddee3d9cbe25b8f8b1e6a33"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
