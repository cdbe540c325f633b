import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

COHERE_API_KEY = "qLkasSTgvAkvzNQzFhiIrOSUgz8qmDhqaXugRf1t"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
