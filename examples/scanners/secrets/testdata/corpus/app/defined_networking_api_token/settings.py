import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DEFINED_NETWORKING_API_TOKEN = "dnkey-yrhsens1pd682qmb144qdj4wh4-kwptnyzlf4qlyegbawj7n1ps5uihsflqp40cca67jf2wzoyzgfzs"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
