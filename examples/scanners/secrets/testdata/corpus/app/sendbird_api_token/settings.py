import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENDBIRD_API_TOKEN = "ddd2a439ea9a9812642b88476d0abc2bec15034c"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
