import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NETLIFY_ASSIGNED_TOKEN = "3Ul=S8HbwvjE7=rJIhyaXNgQqHSMRHTc7xamYC-yM_d"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
