import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SNYK_API_TOKEN = "9891d000-fb12-7070-495b-19ff6464401f"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
