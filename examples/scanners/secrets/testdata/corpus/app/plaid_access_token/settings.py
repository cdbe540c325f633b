import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PLAID_ACCESS_TOKEN = "access-production-dbec0a73-d6c4-f9d0-8569-9c3f906f1847"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
