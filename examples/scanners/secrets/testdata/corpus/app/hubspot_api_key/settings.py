import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HUBSPOT_API_KEY = "94df2580-db15-eeea-902a-1e2a7a417373"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
