import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CODECOV_UPLOAD_TOKEN = "e28594ad6e3c3b35b579ca38d778d8d5"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
