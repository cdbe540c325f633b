import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ADOBE_CLIENT_SECRET = "p8e-ecs11eLIsErjlUWJgou8wMYPdG4UZLEQ"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
