import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ATLASSIAN_ASSIGNED_TOKEN = "GTFDwrDeddONise9LGq0SbUx"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
