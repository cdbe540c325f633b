import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HUBSPOT_API_KEY = "c1b49dc0-95bc-7fda-4d36-2431d1047659"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
