import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SQUARESPACE_API_KEY = "58cd28a2-4c19-7f63-8a1d-55ddda075428"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
