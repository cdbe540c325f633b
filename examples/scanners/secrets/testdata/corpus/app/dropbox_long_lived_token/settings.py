import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DROPBOX_LONG_LIVED_TOKEN = "f874b9t0zhlAAAAAAAAAAVRtu8bteT4KYT_jMlycA-zlVzKFvr8uuQbUnDIGVPiv"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
