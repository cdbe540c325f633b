import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SNYK_API_TOKEN = "e23840d3-6605-9f16-e410-92cda28d1f94"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
