import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OKTA_API_TOKEN = "00ntQ-PUS_DWriPzI8E5ZELiZn0-WY-ppmtgQm8SX6"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
