import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

COHERE_API_KEY = "CdkCVito0HzjbylNbgVoJX8ItDU4TCLgPS8onz5x"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
