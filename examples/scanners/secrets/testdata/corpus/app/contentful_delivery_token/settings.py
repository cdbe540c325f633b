import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONTENTFUL_DELIVERY_TOKEN = "2tZTzYFd4cQuOD0Ur4VGuYiS3EshTnWhiG4rxBXPIUr"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
