import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SNYK_API_TOKEN = "3f3AC1c7-4FAC-Dbd3-0b90-04C0d408B51E"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
