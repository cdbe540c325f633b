import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONFLUENT_API_SECRET = "cLwQU4+FJpfjHORMSVAo5fBZ+tbLc7vqhmG4+tmQjcN1wClHz/8nB9KIHrfYKd0M"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
