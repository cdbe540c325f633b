import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENDBIRD_API_TOKEN = "3db3463bf7386b136b6d7e606a17b3a1435a788e"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
