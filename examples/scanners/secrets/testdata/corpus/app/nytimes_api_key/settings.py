import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NYTIMES_API_KEY = "DtxCTXp3qpmWVKNXsW5Bd5wU355bDkUy"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
