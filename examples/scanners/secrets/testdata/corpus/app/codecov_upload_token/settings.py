import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CODECOV_UPLOAD_TOKEN = "rf0vqxh704pwyyqk9if5edq0rkymgm12"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
