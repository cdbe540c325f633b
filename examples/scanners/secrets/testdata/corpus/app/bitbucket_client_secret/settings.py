import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BITBUCKET_CLIENT_SECRET = "uwqI6O5HpcZWe=Nlg-cn993-SOiS6MpCvYh3Mq4q6_WCZ2osEbY6ywEWYG-AAd43"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
