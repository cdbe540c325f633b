import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SCALINGO_API_TOKEN = "tk-us-LAPAuOpp6LXvw5o_00SKKmWFR74x2N6z9_A-Uu-lI8TmT5cv"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
