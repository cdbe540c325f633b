import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HUBSPOT_API_KEY = "f1446583-dce6-13d5-4b33-6d05007fb562"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
