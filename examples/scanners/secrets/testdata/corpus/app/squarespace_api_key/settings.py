import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SQUARESPACE_API_KEY = "1bc8c9fe-1c8d-4c10-8cab-5335fb9cc2a4"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
