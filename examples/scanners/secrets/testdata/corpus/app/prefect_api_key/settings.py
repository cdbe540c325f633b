import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PREFECT_API_KEY = "pnu_MF0rPdrQtIqyCvqyWUIxXCwimQ9gWeX6OXiM"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
