import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SCALINGO_API_TOKEN = "tk-us-iFlehYIZy9EFFEMaZaIhO32Q49Cdnqb5U692BnCqOiSoG0Hx"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
