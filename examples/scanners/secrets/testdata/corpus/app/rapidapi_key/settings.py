import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

RAPIDAPI_KEY = "fAF8YveOP7aDOLVzTBeTU60fOu0XQcfWTrlVqgsZ_KUr-UKwmk"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
