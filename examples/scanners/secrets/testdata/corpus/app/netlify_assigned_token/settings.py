import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NETLIFY_ASSIGNED_TOKEN = "wvjE7=rJIhyaXNgQqHSMRHTc7xamYC-yM_dSunfN4p70"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
