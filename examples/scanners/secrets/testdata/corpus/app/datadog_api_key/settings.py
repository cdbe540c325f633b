import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DATADOG_API_KEY = "58a3d0c1051b2dda89e442063e707f8f"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
