import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DATADOG_API_KEY = "02be3da5d5e263f9c6c84ac744005038"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
