import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SNYK_API_TOKEN = "5820a3a1-09f4-4fbf-fcfe-0eab1a87c3aa"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
