import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SNYK_API_TOKEN = "943c477b-c393-6789-c13a-85e7997fe508"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
