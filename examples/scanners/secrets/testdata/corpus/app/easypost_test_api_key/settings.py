import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

EASYPOST_TEST_API_KEY = "EZTK0EqLgqDtI3EjZbyNWwohqFaMcafizHj7sSLeHM4te8AQycyAVD42FN"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
