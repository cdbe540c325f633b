import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AWS_BEDROCK_API_KEY = "ABSKQmVkcm9ja0FQSUtleSPtqXDPPaBHfgMx5foSGuKB7+qmHIJpIzrvtI8JHKmK/C6D6V5GzgmOGuPgUb5T1O3Eq2A4o/7lsCUTSOGGu0RuBkpiUa5jjRJFlSz10+rEdfYQc9=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
