import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

RAPIDAPI_KEY = "sM5QYMFZpQBDKDVKB9AL9zZma0yqCHtlc_Ca--a5XJjkeivW0n"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
