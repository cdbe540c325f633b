import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FRESHBOOKS_ACCESS_TOKEN = "dwzlm2v5b21n1vvi820svqps4l563tmw8pcswhpj2vwo5d0yocaaebb2st8b2c7g"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
