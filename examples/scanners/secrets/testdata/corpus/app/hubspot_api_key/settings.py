import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HUBSPOT_API_KEY = "c7cd0849-7490-9de7-1b30-cfce21d85b78"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
