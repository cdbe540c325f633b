import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DATADOG_API_KEY = "924543612735d8876d7ad337d21330fe"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
