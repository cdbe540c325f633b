import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HUBSPOT_API_KEY = "50a98212-c384-d0a0-4d20-d6894f219fa3"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
