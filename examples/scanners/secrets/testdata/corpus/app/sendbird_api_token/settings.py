import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENDBIRD_API_TOKEN = "e8248a1d67efd2f816f001092f853077632c5e50"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
