import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SQUARESPACE_API_KEY = "d1c8d74c-008c-b653-5fb9-c2a4d4d8fc96"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
