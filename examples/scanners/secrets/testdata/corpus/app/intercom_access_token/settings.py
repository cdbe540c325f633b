import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INTERCOM_ACCESS_TOKEN = "=Y7Y9WZtKV2TmzMnZE7eVRUKEjyaHWEG6TWDgRF8uvu2mkEanp1fWoX5r2K8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
