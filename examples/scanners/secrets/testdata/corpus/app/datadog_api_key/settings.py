import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DATADOG_API_KEY = "62c336ea760f46fe44195bb55974f1f8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
