import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SQUARE_ACCESS_TOKEN = "sq0atp-f8-YvMYa_P4-XjbV7LftCD"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
