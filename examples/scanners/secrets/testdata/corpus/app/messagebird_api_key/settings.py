import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MESSAGEBIRD_API_KEY = "zzOgaPUr0U3EBDzb4PUXtq4t2"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
